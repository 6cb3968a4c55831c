import type { MailData, MailKind, MailMessage } from './messages';

const shortOrder = (orderId: string) => orderId.slice(0, 8).toUpperCase();
const [shortQuote, shortInvoice] = [shortOrder, shortOrder];

/** The subject of each kind of message, from its data. */
const subjects: { [K in MailKind]: (data: MailData[K]) => string } = {
  'order-paid': (data) => `Your Brushwork receipt for order ${shortOrder(data.orderId)}`,
  'order-shipped': (data) => `Your Brushwork order ${shortOrder(data.orderId)} is on its way`,
  'order-refunded': (data) => `Your Brushwork order ${shortOrder(data.orderId)} was refunded`,
  'order-expired': (data) => `Your Brushwork order ${shortOrder(data.orderId)} expired unpaid`,
  'order-cancelled': (data) => `Your Brushwork order ${shortOrder(data.orderId)} was cancelled`,
  'visit-booked': () => 'Your colour consultation with Brushwork is booked',
  'visit-reminder': () => 'Reminder: your colour consultation with Brushwork is tomorrow',
  'visit-moved': () => 'Your colour consultation with Brushwork has a new time',
  'visit-cancelled': () => 'Your colour consultation with Brushwork was cancelled',
  'shop-contact-message': (data) => `Contact message from ${data.name}: ${data.subject}`,
  'shop-new-visit': (data) => `New visit booked by ${data.name}`,
  'shop-visit-moved': (data) => `Visit moved by ${data.name}`,
  'message-reply': (data) => `Re: ${data.subject}`,
  'quote-requested': (data) => `Quote requested by ${data.customerName || data.customerEmail}`,
  'quote-sent': (data) => `Your painting quote ${shortQuote(data.quoteId)} from Brushwork`,
  'quote-expiring': (data) => `Your Brushwork quote ${shortQuote(data.quoteId)} runs out in two days`,
  'quote-deposit-paid': (data) => `Your Brushwork receipt for the deposit on quote ${shortQuote(data.quoteId)}`,
  'quote-accepted': (data) => `Quote ${shortQuote(data.quoteId)} accepted by ${data.signedName}`,
  'quote-cancelled': (data) => `Your painting quote ${shortQuote(data.quoteId)} was cancelled`,
  'job-scheduled': () => 'Your painting with Brushwork is scheduled',
  'job-moved': () => 'Your painting with Brushwork has new days',
  'painter-job-assigned': (data) => `New job: ${data.address}`,
  'painter-job-moved': (data) => `Job moved: ${data.address}`,
  'painter-job-unassigned': (data) => `You are off the job at ${data.address}`,
  'job-reminder': () => 'Your painting with Brushwork starts tomorrow',
  'painter-job-reminder': (data) => `Tomorrow: ${data.address}`,
  'job-on-my-way': () => 'Your Brushwork painters are on their way',
  'change-priced': () => 'A change to your painting needs your approval',
  'job-invoice': (data) => `Your Brushwork invoice ${shortInvoice(data.invoiceId)}`,
  'invoice-reminder': (data) => `Reminder: your Brushwork invoice ${shortInvoice(data.invoiceId)} is open`,
  'job-invoice-paid': (data) => `Your Brushwork receipt for invoice ${shortInvoice(data.invoiceId)}`,
  'review-request': () => 'How did your painting with Brushwork go?',
};

/** A message's subject, kept on its row so that the dashboard shows it before it is sent. */
export function subjectOf(message: MailMessage): string {
  // A message's kind and data belong together, a pairing TypeScript does not follow through the union.
  return (subjects[message.kind] as (data: MailMessage['data']) => string)(message.data);
}
