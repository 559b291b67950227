import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import { PROJECT_FILE_CATEGORY_LABELS, type TProjectFileCategory } from '@batir/shared/files';
import { projectZipName } from '@batir/shared/project-documents';
import { useMutation } from '@tanstack/react-query';
import { ApiError, download, isHelperFailure } from '../../../lib/api-client';

/** Downloads « Dossier <projet>.zip » (the error, in French, goes to the snackbar). */
export function useDownloadProjectZip(projectId: number, projectName: string) {
  return useMutation({
    mutationKey: ['projectDocuments', 'zip', projectId],
    mutationFn: async (category: TProjectFileCategory | null) => {
      const answer = await download(
        projectDocumentsEndpoints.zip,
        { params: { project: projectId }, query: category ? { category } : {} },
        projectZipName(projectName, category ? PROJECT_FILE_CATEGORY_LABELS[category] : undefined),
      );
      // download has already shown the French error in the snackbar.
      if (isHelperFailure(answer)) throw new ApiError(400, answer.message);
      return answer;
    },
  });
}
