import { NEW_CONTACT_PAGE_SIZE } from '@batir/shared/contacts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { type NewContacts, useNewContacts } from '../api/new-contacts';
import { ContactAttributionDialog } from '../components/contact-attribution-dialog';
import { SubPage } from '../components/sub-page';
import { type Column, SummaryTable } from '../components/summary-table';

type Contact = NewContacts['newContact'][number];

/** Route `admin-summary-newContact`: the website contacts waiting for an adviser, and the attribution dialog. */
export default function NewContactPage() {
  const [page, setPage] = useState(1);
  const { data, error } = useNewContacts({ page });
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Number(searchParams.get('newContact')) || null;
  const open = (id: number | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set('newContact', String(id));
        else params.delete('newContact');
        return params;
      },
      { replace: !id },
    );
  const columns: Column<Contact>[] = [
    { header: 'Contact', cell: (row) => row.customerName },
    { header: 'Commune', cell: (row) => `${row.postalCode} ${row.city}` },
    { header: 'Reçu le', cell: (row) => formatDateTime(row.createdAt) },
    {
      header: 'Action',
      cell: (row) => (
        <Button size="small" onClick={() => open(row.id)}>
          Traiter
        </Button>
      ),
    },
  ];
  return (
    <SubPage title="Nouveaux contacts" intro="Les demandes reçues par le site, à attribuer à un conseiller.">
      <SummaryTable
        label="Contacts en attente"
        columns={columns}
        rows={data?.newContact}
        rowKey={(row) => row.id}
        total={data?.contactWaiting ?? 0}
        page={page}
        limit={NEW_CONTACT_PAGE_SIZE}
        onPageChange={(next) => setPage(next)}
        empty="Aucun contact en attente."
        error={error}
      />
      {data && data.contactMyself.length > 0 && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: 3, px: 1 }}>
            Mes contacts des 30 derniers jours
          </Typography>
          <SummaryTable
            label="Mes contacts attribués"
            columns={columns.slice(0, 3)}
            rows={data.contactMyself}
            rowKey={(row) => row.id}
            total={data.contactMyself.length}
            page={1}
            limit={data.contactMyself.length}
            onPageChange={() => undefined}
            empty=""
            footer={false}
          />
        </>
      )}
      <ContactAttributionDialog contactId={selected} onClose={() => open(null)} />
    </SubPage>
  );
}
