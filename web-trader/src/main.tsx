import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { recordReferralVisit } from './lib/referral-visit.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Before the router reads the address: a referral link's parameter is kept and dropped from it.
recordReferralVisit();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
