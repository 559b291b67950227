import { SUMMARY_PAGE_SIZE } from '@batir/shared/summary';
import { useState } from 'react';
import { useDevelopement } from '../api/summary-lists';
import { SubPage } from '../components/sub-page';
import { DEVELOPEMENT_COLUMNS } from '../components/summary-columns';
import { SummaryTable } from '../components/summary-table';

/** Route `admin-summary-developement`: the projects at the design office, oldest request first. */
export default function DevelopementPage() {
  const [paging, setPaging] = useState({ page: 1, limit: SUMMARY_PAGE_SIZE });
  const { data, error } = useDevelopement(paging);
  return (
    <SubPage
      title="Bureau d'étude"
      intro="Les projets dont l'étude est demandée ou en cours, les plus anciens d'abord."
    >
      <SummaryTable
        label="Projets au bureau d'étude"
        columns={DEVELOPEMENT_COLUMNS}
        rows={data?.list}
        rowKey={(row) => row.projectId}
        total={data?.total ?? 0}
        {...paging}
        onPageChange={(page, limit) => setPaging({ page, limit })}
        empty="Aucun projet au bureau d'étude."
        error={error}
      />
    </SubPage>
  );
}
