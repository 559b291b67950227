import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatEuros } from '../../../lib/format';
import type { CustomerResult, GlobalSearchResult } from '../api/global-search';
import {
  craftsmanTarget,
  customerTarget,
  modelTarget,
  prospectLabel,
  prospectTarget,
} from '../model/search-rules';
import { ImpersonateButton } from './impersonate-button';
import { MeterButton, ResultRow } from './result-row';

type SearchResultsProps = {
  results: GlobalSearchResult;
  /** Admin or technical user: briefcase links, craftsman results, impersonation (spec 1 §6). */
  isAdminOrTechnical: boolean;
  onNavigate: () => void;
};

/** The results in columns, grouped Clients, Prospects, Artisan and Maison (spec 1 §2.10). */
export function SearchResults({ results, isAdminOrTechnical, onNavigate }: SearchResultsProps) {
  const customers: CustomerResult[] = results.customerList;
  const houseCount = results.houseList.reduce((sum, group) => sum + group.children.length, 0);
  const craftsmen = isAdminOrTechnical ? results.craftsmanList : [];
  if (customers.length + results.prospectList.length + craftsmen.length + houseCount === 0) {
    return (
      <Typography role="status" sx={{ p: 3 }} color="text.secondary">
        Aucun résultat
      </Typography>
    );
  }
  const meter = (meterId: number | null) =>
    isAdminOrTechnical ? <MeterButton meterId={meterId} onNavigate={onNavigate} /> : undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: 2,
        p: 2,
        alignItems: 'start',
      }}
    >
      <Column title="Clients" empty="Aucun client" count={customers.length}>
        {customers.map((customer) => (
          <ResultRow
            key={customer.id}
            target={customerTarget(customer)}
            primary={customer.name}
            secondary={customer.projectName}
            onNavigate={onNavigate}
            actions={
              isAdminOrTechnical && (
                <>
                  {meter(customer.meterId)}
                  <ImpersonateButton customerId={customer.customerId} name={customer.name} />
                </>
              )
            }
          />
        ))}
      </Column>
      <Column title="Prospects" empty="Aucun prospect" count={results.prospectList.length}>
        {results.prospectList.map((prospect) => (
          <ResultRow
            key={prospect.id}
            target={prospectTarget(prospect)}
            primary={prospectLabel(prospect)}
            onNavigate={onNavigate}
            actions={meter(prospect.meterId)}
          />
        ))}
      </Column>
      {isAdminOrTechnical && (
        <Column title="Artisan" empty="Aucun artisan" count={craftsmen.length}>
          {craftsmen.map((craftsman) => (
            <ResultRow
              key={craftsman.id}
              target={craftsmanTarget(craftsman.id)}
              primary={craftsman.name}
              secondary={craftsman.contact}
              onNavigate={onNavigate}
            />
          ))}
        </Column>
      )}
      <Column title="Maison" empty="Aucune maison" count={houseCount}>
        {results.houseList.map((group) => (
          <li key={group.label}>
            <List disablePadding aria-label={group.label}>
              <ListSubheader disableSticky sx={{ lineHeight: '32px' }}>
                {group.label}
              </ListSubheader>
              {group.children.map((house) => (
                <ResultRow
                  key={house.id}
                  target={modelTarget(house.modelId)}
                  primary={house.name}
                  secondary={formatEuros(house.price)}
                  onNavigate={onNavigate}
                  actions={meter(house.meter)}
                />
              ))}
            </List>
          </li>
        ))}
      </Column>
    </Box>
  );
}

function Column({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const id = `search-column-${title}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2 }}>
        {title}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List dense aria-labelledby={id}>
          {children}
        </List>
      )}
    </Box>
  );
}
