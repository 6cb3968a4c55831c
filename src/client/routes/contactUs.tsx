import { createFileRoute } from '@tanstack/react-router';
import { PageBanner } from '@/client/components/layout/page-banner';
import { ContactCards } from '@/client/features/messages/components/contact-cards';
import { MessageForm } from '@/client/features/messages/components/message-form';

export const Route = createFileRoute('/contactUs')({
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageBanner title="Contact Us" />
      <div className="page-container space-y-10 py-12">
        <ContactCards />
        <div className="mx-auto max-w-3xl">
          <MessageForm />
        </div>
      </div>
    </>
  );
}
