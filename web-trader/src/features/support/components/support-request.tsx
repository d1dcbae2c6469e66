import { useState } from 'react';
import { TicketForm } from './ticket-form.tsx';
import { TicketSubmitted } from './ticket-submitted.tsx';

/** The help desk's right column: the form, or the success card until 'Submit Another Ticket'. */
export function SupportRequest() {
  const [submitted, setSubmitted] = useState(false);
  return submitted ? (
    <TicketSubmitted onAnother={() => setSubmitted(false)} />
  ) : (
    <TicketForm onSubmitted={() => setSubmitted(true)} />
  );
}
