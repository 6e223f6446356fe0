import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../pages/privacy-page';

// Its own chunk (automatic code splitting): every visitor pays for the shell, few read the policy.
export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
  staticData: { title: 'Privacy policy' },
});
