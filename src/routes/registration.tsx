import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../features/auth/RegistrationPage';

// Open to everyone, signed in or not (the seed lists it among the unguarded routes).
export const Route = createFileRoute('/registration')({
  component: RegistrationPage,
});
