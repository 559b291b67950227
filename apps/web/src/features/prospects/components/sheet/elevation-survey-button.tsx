import Button from '@mui/material/Button';
import { useConfirm } from '../../../../components/confirm';
import { useSnackbar } from '../../../../components/snackbar';
import type { ApiError } from '../../../../lib/api-client';
import { useOrderElevationSurvey } from '../../../summary/api/elevation-survey';

/**
 * Orders an elevation survey (relevé topographique) of the project's land: it then waits in the summary's
 * "Relevés topographiques" list, where the design office plans it and comments on it.
 */
export function ElevationSurveyButton({ projectId }: { projectId: number }) {
  const order = useOrderElevationSurvey(projectId);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const onClick = async () => {
    const ok = await confirm({
      title: 'Relevé topographique',
      message: 'Commander un relevé topographique du terrain de ce projet ?',
    });
    if (!ok) return;
    order.mutate(
      {},
      {
        onSuccess: () =>
          snackbar.show({ text: 'Relevé topographique demandé : il apparaît dans le récapitulatif.' }),
        onError: (error) => snackbar.show({ text: (error as ApiError).message, color: 'error' }),
      },
    );
  };
  return (
    <Button onClick={() => void onClick()} disabled={order.isPending}>
      Relevé topographique
    </Button>
  );
}
