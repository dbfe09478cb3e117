import { createFileRoute } from '@tanstack/react-router';
import { CustomerListPage } from '../../features/customers/CustomerListPage';
import { customerListSearch } from '../../features/customers/search';

export const Route = createFileRoute('/_guarded/customer-list')({
  validateSearch: customerListSearch,
  component: function CustomerList() {
    const navigate = Route.useNavigate();
    return (
      <CustomerListPage
        q={Route.useSearch().q ?? ''}
        onSearch={(q) => void navigate({ search: { q: q || undefined }, replace: true })}
      />
    );
  },
});
