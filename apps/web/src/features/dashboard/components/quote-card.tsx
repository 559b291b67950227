import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuoteOfTheDay } from '../api/quote-of-the-day';

/** The quote of the day, from the French list shipped with the product. */
export function QuoteCard() {
  const query = useQuoteOfTheDay();
  return (
    <Paper component="section" aria-labelledby="quote-title" sx={{ p: 2 }}>
      <Typography id="quote-title" component="h2" variant="h6" gutterBottom>
        Citation du jour
      </Typography>
      {query.isPending && <Skeleton variant="text" height={48} aria-label="Chargement de la citation" />}
      {query.isError && <Alert severity="warning">{query.error.message}</Alert>}
      {query.data && (
        <figure style={{ margin: 0 }}>
          <Typography component="blockquote" sx={{ fontStyle: 'italic', m: 0 }}>
            <FormatQuoteIcon fontSize="small" color="action" sx={{ verticalAlign: 'top', mr: 0.5 }} />
            {query.data.quote.text}
          </Typography>
          <Typography component="figcaption" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }}>
            — {query.data.quote.author}
          </Typography>
        </figure>
      )}
    </Paper>
  );
}
