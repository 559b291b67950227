import { Outlet } from 'react-router';

// Placeholder: replaced by the customer layout with its left panel (issue 6, work in progress).
export default function CustomerLayout() {
  return <Outlet />;
}
