import { Link } from 'react-router-dom';
import { LegalLayout } from './LegalLayout';

/** `/tos`: the terms of use of this installation, in plain language. */
export default function TermsPage() {
  return (
    <LegalLayout title="Terms of use">
      <p>
        These terms cover your use of this Claimwright installation. Claimwright is self-hosted: the
        firm or organisation that runs it (the operator) provides your account and is responsible
        for the server. Where the operator’s own policies or your engagement terms with a client say
        more, they apply as well.
      </p>

      <h2>What Claimwright is</h2>
      <p>
        Claimwright is a drafting aid for patent attorneys and agents. It drafts claims, description
        and abstract from an invention disclosure, and checks the draft as you work: antecedent
        basis, claim numbering and dependency, support in the description, reference numerals,
        abstract length, means-plus-function language, patent profanity, and claim fees, for USPTO
        and EPO practice. It does not give legal advice and does not file anything.
      </p>

      <h2>You remain responsible for what you file</h2>
      <ul>
        <li>
          Generated text, whether from the offline engine or an AI model, can be wrong, incomplete
          or unsupported by the disclosure. Review all of it before it goes into an application.
        </li>
        <li>
          The checks report findings for review, not verdicts. They can miss problems and can flag
          text that is correct.
        </li>
        <li>
          Your professional obligations are unchanged, including your duty of confidentiality to
          clients, the duty of candor, and the certifications made when you sign and file a paper
          (see the USPTO’s April 2024 guidance on the use of AI-based tools in practice before the
          Office).
        </li>
      </ul>

      <h2>AI engines and confidentiality</h2>
      <p>
        The operator chooses the drafting engine. By default it is the embedded offline engine,
        which sends nothing anywhere. If the operator connects a hosted AI provider, the text you
        generate from is sent to that provider under the operator’s agreement with it. Use only the
        engines your firm has approved for the matter, and follow your firm’s rules on client
        consent. The <Link to="/privacy">privacy page</Link> lists exactly what is stored and sent.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Keep your password to yourself; one account per person.</li>
        <li>Turn on two-step verification and keep your recovery codes somewhere safe.</li>
        <li>
          The operator’s administrators can deactivate or delete accounts and link them to or unlink
          them from the firm.
        </li>
      </ul>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not try to reach drafts or accounts that are not yours.</li>
        <li>
          Do not try to get around sign-in, two-step verification or rate limits, or overload the
          server.
        </li>
        <li>Do not use the contact form for confidential client information.</li>
      </ul>

      <h2>Availability and changes</h2>
      <p>
        The operator runs the server, so availability, backups and updates are the operator’s
        responsibility. When the software is updated, these terms may change with it; the date at
        the top shows the current version.
      </p>

      <h2>Questions</h2>
      <p>
        Ask your administrator, or write through the <Link to="/contact">contact form</Link>.
      </p>
    </LegalLayout>
  );
}
