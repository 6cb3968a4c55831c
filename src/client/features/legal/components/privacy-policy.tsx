import { Link } from '@tanstack/react-router';
import { shopDetails, shopPostalAddress } from '@/shared/shop-details';
import { LegalList, type LegalSection, LegalSections } from './legal-sections';

const contact = (
  <>
    write to us from the{' '}
    <Link to="/contactUs" className="text-brand underline focus-ring">
      contact page
    </Link>
    , by email to {shopDetails.email}, or by post to {shopDetails.name}, {shopPostalAddress}
  </>
);

const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who keeps your data',
    body: (
      <p>
        {shopDetails.name} Painting &amp; Supply, {shopPostalAddress}, runs this shop and keeps what you give it. To ask
        anything about your data, {contact}.
      </p>
    ),
  },
  {
    id: 'what',
    title: 'What we keep, and why',
    body: (
      <LegalList
        items={[
          'Your account: your name, email address and, when you give them, your delivery address and state. We need them to sign you in, deliver your tools and charge the right tax.',
          'Your orders, payments, receipts, invoices and refunds. Card details go straight to our payment processor (Stripe); we never see or keep your card number.',
          'Your painting work: quote requests with their photos, quotes and the signature you draw to accept one, the jobs we do for you with their progress photos, and your sign-off.',
          'Colour consultations you book: when, where, your phone number and notes.',
          'Messages you send from the contact page, and our replies.',
          'Reviews you write, shown with the name in your profile.',
          'The devices you allow to receive notifications, and the devices signed in to your account, so that you can see and remove them.',
          'The emails we send you and whether they went out, so that we can send one again when asked.',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        Only those who help us run the shop: Google Firebase signs you in, Stripe takes card payments, our mail provider
        delivers our emails, and your browser&apos;s push service delivers notifications. Our painters see the jobs they
        work on (your name, address, rooms, notes and photos), never your payments. We do not sell your data or show you
        advertising.
      </p>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <p>
        As long as you have an account. Orders, invoices, refunds and their payments are kept as long as the tax
        authorities require, even after your account is gone, with your name and address removed where the law allows.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices',
    body: (
      <LegalList
        items={[
          'You can read and change your name and address in your profile at any time.',
          'You can turn notifications off on each device, from your profile.',
          <>
            To get a copy of everything we keep about you, or to have your account deleted, {contact}. We answer within
            30 days.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and your device',
    body: (
      <p>
        We set no cookies and use no trackers or analytics. To work without a connection, the app keeps the pages you
        have seen, and what you wrote but could not send yet, on your device. Signing out removes your own data from the
        device, so the next person to use it does not see it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When this policy changes, we say so on this page and, for a change that matters, by email.</p>,
  },
];

export function PrivacyPolicy() {
  return <LegalSections updated="7 December 2026" sections={sections} />;
}
