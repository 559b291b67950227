import type { TProjectFinancing } from '@batir/shared/financing';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { usePutFinancingComment } from '../api/put-financing-comment';
import { Section } from './section';

/** « Commentaire » (PUT /api/project/{id}/financingComment). */
export function CommentSection({ financing }: { financing: TProjectFinancing }) {
  const [comment, setComment] = useState(financing.comment);
  useEffect(() => setComment(financing.comment), [financing.comment]);
  const save = usePutFinancingComment(financing.project.id);
  const snackbar = useSnackbar();
  const tooLong = comment.length > 5000;
  return (
    <Section title="Commentaire">
      <Stack spacing={1.5}>
        <TextField
          label="Commentaire du financement"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={3}
          disabled={!financing.canEdit}
          error={tooLong}
          helperText={tooLong ? '5 000 caractères au plus.' : undefined}
        />
        {financing.canEdit && (
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={save.isPending || tooLong || comment === financing.comment}
            onClick={() =>
              save.mutate(comment, {
                onSuccess: () => snackbar.show(),
                onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
              })
            }
          >
            Enregistrer le commentaire
          </Button>
        )}
      </Stack>
    </Section>
  );
}
