import { createFileRoute } from '@tanstack/react-router';
import { CustomerCreatePage } from '../../features/customers/CustomerCreatePage';
import { customerCreateSearch } from '../../features/customers/search';

export const Route = createFileRoute('/_guarded/customer-create')({
  validateSearch: customerCreateSearch,
  component: function CustomerCreate() {
    return <CustomerCreatePage customerId={Route.useSearch().customerId} />;
  },
});
