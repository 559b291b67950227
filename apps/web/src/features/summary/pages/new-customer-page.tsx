import { NEW_CUSTOMER_DAYS, SUMMARY_PAGE_SIZE } from '@batir/shared/summary';
import { useState } from 'react';
import { useNewCustomers } from '../api/summary-lists';
import { SubPage } from '../components/sub-page';
import { NEW_CUSTOMER_COLUMNS } from '../components/summary-columns';
import { SummaryTable } from '../components/summary-table';

/** Route `admin-summary-newCustomer`: the customers signed within NEW_CUSTOMER_DAYS days. */
export default function NewCustomerPage() {
  const [paging, setPaging] = useState({ page: 1, limit: SUMMARY_PAGE_SIZE });
  const { data, error } = useNewCustomers(paging);
  return (
    <SubPage title="Nouveaux clients" intro={`Les projets signés ces ${NEW_CUSTOMER_DAYS} derniers jours.`}>
      <SummaryTable
        label="Nouveaux clients"
        columns={NEW_CUSTOMER_COLUMNS}
        rows={data?.list}
        rowKey={(row) => row.projectId}
        total={data?.total ?? 0}
        {...paging}
        onPageChange={(page, limit) => setPaging({ page, limit })}
        empty="Aucun nouveau client."
        error={error}
      />
    </SubPage>
  );
}
