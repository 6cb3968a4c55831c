import { Link } from '@tanstack/react-router';
import { shopDetails, shopPostalAddress } from '@/shared/shop-details';
import { LegalList, type LegalSection, LegalSections } from './legal-sections';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Using Brushwork',
    body: (
      <p>
        These terms apply when you use this site and app, buy tools from our shop or ask us to paint. By creating an
        account you accept them and our{' '}
        <Link to="/privacy" className="text-brand underline focus-ring">
          privacy policy
        </Link>
        . Keep your password to yourself: what is done with your account is done by you.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Orders of tools',
    body: (
      <LegalList
        items={[
          'Prices are in US dollars. The tax of your state and the delivery charge are shown before you pay, and the total you pay is the one shown.',
          'An order is held for you while it waits for payment; one left unpaid is released, and nothing is charged.',
          'You can cancel an order until it is delivered; a paid order is refunded to the card it was paid with.',
          'To return a tool, write to us from the contact page; once we have it back unused, we refund what you paid for it and its share of the tax.',
        ]}
      />
    ),
  },
  {
    id: 'painting',
    title: 'Painting work',
    body: (
      <LegalList
        items={[
          'A quote is valid until the date it shows. Signing it accepts the work and the price it lists; the deposit it asks books the work.',
          'The final invoice, less the deposit, is due when the job is signed off. If we cancel work you paid a deposit for, the deposit is refunded in full.',
        ]}
      />
    ),
  },
  {
    id: 'consultations',
    title: 'Colour consultations',
    body: (
      <p>
        Consultations are free. Move or cancel yours from the link in its confirmation email; please do so by the day
        before, so that someone else can have the time.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'What you post',
    body: (
      <p>
        Reviews and photos you send must be yours and truthful. We may remove a review that is abusive or not about our
        work. You allow us to show your reviews on our site with the name in your profile.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We do our best to keep the shop running and its information right, but it may at times be unavailable. Nothing
        in these terms limits the rights the law of your state gives you as a consumer.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        {shopDetails.name} Painting &amp; Supply, {shopPostalAddress}; {shopDetails.phone}; {shopDetails.email}. These
        terms are governed by the law of Oregon.
      </p>
    ),
  },
];

export function TermsOfUse() {
  return <LegalSections updated="7 December 2026" sections={sections} />;
}
