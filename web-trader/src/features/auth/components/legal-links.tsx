/**
 * The Terms of Service and Privacy Policy links. The spec names them but not their targets, so they
 * point at stable fragments until the documents are published.
 */
export function LegalLinks() {
  return (
    <>
      <a href="#terms-of-service">Terms of Service</a> and <a href="#privacy-policy">Privacy Policy</a>
    </>
  );
}
