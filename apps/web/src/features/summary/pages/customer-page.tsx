import {
  CUSTOMER_MESSAGE_LIST_LABELS,
  CUSTOMER_MESSAGE_LISTS,
  type TCustomerMessage,
  type TCustomerMessageList,
} from '@batir/shared/summary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../lib/route-names';
import { useCustomerSummary } from '../api/summary-lists';
import { useToggleRead } from '../api/toggle-read';
import { SubPage } from '../components/sub-page';
import { MESSAGE_COLUMNS } from '../components/summary-columns';
import type { Column } from '../components/summary-table';
import { SummaryTable } from '../components/summary-table';

const PAGE_PARAM: Record<TCustomerMessageList, 'receivedPage' | 'sendPage' | 'followingPage'> = {
  messageReceived: 'receivedPage',
  messageSend: 'sendPage',
  messageFollowing: 'followingPage',
};
const LIMIT = 10;

/** Route `admin-summary-customer` (commercial relationship): the customer messages in three lists. */
export default function CustomerPage() {
  const [tab, setTab] = useState<TCustomerMessageList>('messageReceived');
  const [pages, setPages] = useState({ receivedPage: 1, sendPage: 1, followingPage: 1 });
  const { data, error } = useCustomerSummary({ ...pages, limit: LIMIT });
  const toggle = useToggleRead();
  const list = data?.[tab];

  const columns: Column<TCustomerMessage>[] = [
    ...MESSAGE_COLUMNS,
    {
      header: 'État',
      cell: (row) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={row.fromCustomer ? 'Reçu' : `Envoyé${row.author ? ` par ${row.author.name}` : ''}`}
          />
          {row.isFollowed && <Chip size="small" color="info" label="Suivi" />}
        </Stack>
      ),
    },
    {
      header: 'Conversation',
      // The project's conversation, answered where it is read: the prospect sheet, or the customer file.
      cell: (row) => (
        <Link
          component={RouterLink}
          to={
            row.isProspect
              ? routeHref('admin-prospects-id', { id: row.projectId })
              : routeHref('admin-customer-id-relationship', { id: row.projectId, message: null })
          }
          aria-label={`Répondre à ${row.customerName}`}
        >
          Répondre
        </Link>
      ),
    },
    {
      header: 'Action',
      cell: (row) =>
        row.fromCustomer ? (
          <Button
            size="small"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(row.id)}
            aria-label={`${row.isRead ? 'Marquer comme non lu' : 'Marquer comme lu'} : ${row.subject}`}
          >
            {row.isRead ? 'Marquer comme non lu' : 'Marquer comme lu'}
          </Button>
        ) : null,
    },
  ];

  return (
    <SubPage
      title="Relation commerciale"
      intro="Les messages échangés avec les clients des projets que vous suivez."
    >
      <Tabs
        value={tab}
        onChange={(_event, value: TCustomerMessageList) => setTab(value)}
        variant="scrollable"
      >
        {CUSTOMER_MESSAGE_LISTS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={`${CUSTOMER_MESSAGE_LIST_LABELS[key]}${data ? ` (${data[key].total})` : ''}`}
          />
        ))}
      </Tabs>
      <SummaryTable
        label={CUSTOMER_MESSAGE_LIST_LABELS[tab]}
        columns={columns}
        rows={list?.list}
        rowKey={(row) => row.id}
        total={list?.total ?? 0}
        page={pages[PAGE_PARAM[tab]]}
        limit={LIMIT}
        onPageChange={(page) => setPages({ ...pages, [PAGE_PARAM[tab]]: page })}
        empty="Aucun message."
        error={error}
      />
    </SubPage>
  );
}
