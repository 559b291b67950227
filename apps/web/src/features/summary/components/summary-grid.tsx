import {
  SUMMARY_CATEGORY_LABELS,
  type TSummaryCategory,
  type TSummaryLayoutItem,
} from '@batir/shared/summary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import { useChangeSummaryLayout, useSummaryLayout } from '../api/summary-layout';
import { useUserSummary } from '../api/user-summary';
import { CategoryCard } from './category-card';
import { CategoryContent } from './category-content';

/** The sub-page of the list categories ("Voir tout"). */
const MORE: Partial<Record<TSummaryCategory, string>> = {
  newContact: 'admin-summary-newContact',
  newCustomer: 'admin-summary-newCustomer',
  customerSummary: 'admin-summary-customer',
  developement: 'admin-summary-developement',
  elevationSurvey: 'admin-summary-elevationSurvey',
};
const moreHref = (category: TSummaryCategory) => {
  const route = MORE[category];
  return route && isRouteAvailable(route) ? routeHref(route) : null;
};

/**
 * The new order after moving `category` one place among the shown categories: it swaps places with the
 * previous (or next) shown one; hidden categories keep their places.
 */
export function moveCategory(layout: TSummaryLayoutItem[], category: TSummaryCategory, direction: -1 | 1) {
  const order = layout.map((item) => item.category);
  const shown = layout.filter((item) => item.active).map((item) => item.category);
  const neighbour = shown[shown.indexOf(category) + direction];
  if (!neighbour) return order;
  const a = order.indexOf(category);
  const b = order.indexOf(neighbour);
  order[a] = neighbour;
  order[b] = category;
  return order;
}

/** The categories of the summary page in the user's order and widths; `editing` shows the controls. */
export function SummaryGrid(props: {
  editing: boolean;
  hide?: (category: TSummaryCategory) => boolean;
  onOpenContact: (id: number) => void;
}) {
  const layout = useSummaryLayout();
  const summary = useUserSummary();
  const change = useChangeSummaryLayout();
  if (layout.error) return <Alert severity="error">{layout.error.message}</Alert>;
  if (!layout.data) return <Skeleton variant="rectangular" height={300} />;
  const items = layout.data.filter((item) => !props.hide?.(item.category));
  const shown = items.filter((item) => item.active);
  const hidden = items.filter((item) => !item.active);

  return (
    <Stack spacing={2}>
      {summary.isError && <Alert severity="error">Impossible de charger les compteurs.</Alert>}
      {props.editing && (
        <Paper component="section" aria-labelledby="hidden-categories" sx={{ p: 2 }}>
          <Typography id="hidden-categories" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Catégories masquées
          </Typography>
          {hidden.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Aucune : toutes les catégories sont affichées.
            </Typography>
          ) : (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {hidden.map((item) => (
                <Button
                  key={item.category}
                  size="small"
                  variant="outlined"
                  onClick={() => change.mutate({ kind: 'active', category: item.category, active: true })}
                >
                  Afficher « {SUMMARY_CATEGORY_LABELS[item.category]} »
                </Button>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
        aria-label="Catégories du récapitulatif"
        role="list"
      >
        {shown.map((item, index) => (
          <CategoryCard
            key={item.category}
            item={item}
            editing={props.editing}
            first={index === 0}
            last={index === shown.length - 1}
            moreHref={moreHref(item.category)}
            onMove={(direction) =>
              change.mutate({ kind: 'weight', order: moveCategory(layout.data, item.category, direction) })
            }
            onSize={(size) => change.mutate({ kind: 'size', category: item.category, size })}
            onHide={() => change.mutate({ kind: 'active', category: item.category, active: false })}
          >
            <CategoryContent
              category={item.category}
              summary={summary.data}
              onOpenContact={props.onOpenContact}
            />
          </CategoryCard>
        ))}
      </Box>
    </Stack>
  );
}
