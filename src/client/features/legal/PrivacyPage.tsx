import { Link } from 'react-router-dom';
import { LegalLayout } from './LegalLayout';

/** `/privacy`: what this installation stores and sends, in plain language. */
export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy">
      <p>
        Claimwright is self-hosted software. The firm or organisation that runs this installation
        (the operator) decides who may use it, where it runs and which AI engine it uses, and is the
        controller of the personal data in it. Questions and requests go to the operator’s
        administrator. This page describes what the software itself stores and sends.
      </p>

      <h2>What the server stores</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your email address and full name; your password, kept only
          as an argon2id hash (the password itself is never stored); if you turn on two-step
          verification, its TOTP secret and your recovery codes, kept hashed; and your membership of
          an enterprise (your firm) with your role in it.
        </li>
        <li>
          <strong>Drafts and their revisions:</strong> the claims, description, abstract and
          disclosure text you write or generate, with earlier revisions.
        </li>
        <li>
          <strong>Generation records:</strong> for each drafting run, who started it, which draft
          and section, the engine and model used, its state (running, finished, cancelled or
          failed), the token usage reported by the model, and timestamps.
        </li>
        <li>
          <strong>Contact-form messages:</strong> the name, email address, company and message you
          send through the <Link to="/contact">contact form</Link>.
        </li>
        <li>
          <strong>A mail outbox:</strong> when the operator has not configured an SMTP server,
          outgoing mails (password reset links and contact messages) are kept in an outbox on the
          server instead of being sent, so that the administrator can pass them on.
        </li>
        <li>
          <strong>Request logs:</strong> a log line for each request, with a request id, for
          troubleshooting. Logs never contain passwords, tokens or the text of drafts.
        </li>
      </ul>
      <p>
        Your browser keeps two entries in its local storage: your sign-in (your email and the access
        token the server gave you, cleared when you sign out) and your theme choice.
      </p>

      <h2>What is sent, and to whom</h2>
      <ul>
        <li>
          <strong>Mail</strong> (password reset links, contact messages) goes through the SMTP
          server the operator configures, and nowhere else.
        </li>
        <li>
          <strong>Disclosure and draft text</strong> leaves the server only to the AI provider the
          operator has configured, if any. By default Claimwright drafts with its embedded offline
          engine, which needs no AI account and no network. The operator may instead connect a local
          model (such as Ollama, vLLM, llama.cpp or LM Studio) running on machines it controls, or a
          provider it has an agreement with (OpenAI, Azure OpenAI or Anthropic); in that last case
          the disclosure and draft text each generation needs is sent to that provider, under the
          operator’s terms with it.
        </li>
        <li>
          <strong>In Microsoft Word</strong>, the draft is the Word document itself, handled by Word
          and your organisation’s Microsoft arrangements. The Claimwright task pane loads
          Microsoft’s office.js library from Microsoft’s content delivery network; the browser
          version of Claimwright does not load it.
        </li>
      </ul>
      <p>
        Claimwright has no analytics and no third-party trackers, shows no advertising, and does not
        send usage data to its makers.
      </p>

      <h2>Where your drafts live</h2>
      <p>
        Drafts stay on the operator’s server: in a data folder on that computer when Claimwright
        runs on a single machine, or in the operator’s PostgreSQL database when it runs as several
        instances. Backups, encryption at rest and the use of HTTPS depend on how the operator
        deploys the server; ask your administrator.
      </p>

      <h2>How long data is kept</h2>
      <p>
        Data stays until it is deleted by you or an administrator, or under the retention policy the
        operator applies to its server and backups.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>You can change your name and email address, and your password, in account settings.</li>
        <li>
          You can turn two-step verification on or off; turning it off needs your password and a
          current code.
        </li>
        <li>
          To have your account deleted, ask your administrator: superusers can delete user accounts.
          Drafts are the firm’s work product and stay on its server under its own policies; ask your
          administrator what happens to them.
        </li>
        <li>
          For access to or correction of your data under the law that applies to you, contact the
          operator, who is responsible for answering.
        </li>
      </ul>
      <p>
        Please do not put invention details or other confidential client information in the contact
        form. See also the <Link to="/tos">terms of use</Link>.
      </p>
    </LegalLayout>
  );
}
