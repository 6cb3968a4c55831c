import type { Stripe } from '@stripe/stripe-js';

/**
 * A local stand-in for Stripe.js, used when the server runs its test-mode gateway (no Stripe keys). It
 * offers what `<Elements>`, `<CardElement>` and `confirmCardPayment` use, so the payment page runs the
 * same code against it as against Stripe. Cards are confirmed by the server with Stripe's test numbers.
 */

type Listener = (event: unknown) => void;
type CardValues = { number: string; expiry: string; cvc: string };

const inputClass = 'field-input font-mono tracking-wider';

function createCardElement() {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  let container: HTMLElement | undefined;
  const read = (): CardValues => {
    const value = (name: string) => container?.querySelector<HTMLInputElement>(`[data-field="${name}"]`)?.value ?? '';
    return { number: value('number'), expiry: value('expiry'), cvc: value('cvc') };
  };
  const completeness = () => {
    const { number, expiry, cvc } = read();
    const digits = number.replace(/\D/g, '');
    return {
      empty: !digits && !expiry && !cvc,
      complete: digits.length >= 15 && /^\s*\d{1,2}\s*\/\s*\d{2,4}\s*$/.test(expiry) && /^\d{3,4}$/.test(cvc),
    };
  };

  const element = {
    read,
    mount(target: HTMLElement | string) {
      container = typeof target === 'string' ? document.querySelector<HTMLElement>(target)! : target;
      container.innerHTML = `
        <div class="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <label class="block"><span class="field-label">Card number</span>
            <input data-field="number" class="${inputClass}" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"></label>
          <label class="block"><span class="field-label">Expiry (MM/YY)</span>
            <input data-field="expiry" class="${inputClass}" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"></label>
          <label class="block"><span class="field-label">CVC</span>
            <input data-field="cvc" class="${inputClass}" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"></label>
        </div>`;
      container.addEventListener('input', () =>
        emit('change', { elementType: 'card', brand: 'unknown', error: undefined, ...completeness() }),
      );
      container.addEventListener('focusin', () => emit('focus', { elementType: 'card' }));
      container.addEventListener('focusout', () => emit('blur', { elementType: 'card' }));
      queueMicrotask(() => emit('ready', { elementType: 'card' }));
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return element;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return element;
    },
    update() {},
    focus() {
      container?.querySelector('input')?.focus();
    },
    blur() {},
    clear() {
      container?.querySelectorAll('input').forEach((input) => (input.value = ''));
    },
    unmount() {
      if (container) container.innerHTML = '';
    },
    destroy() {
      element.unmount();
      listeners.clear();
    },
  };
  return element;
}

type CardElementStandIn = ReturnType<typeof createCardElement>;
const unsupported = { error: { type: 'invalid_request_error', message: 'Not available in test mode.' } };

export function createTestStripe(): Stripe {
  const created = new Map<string, CardElementStandIn>();
  const stripe = {
    elements() {
      return {
        create(type: string) {
          const element = createCardElement();
          created.set(type, element);
          return element;
        },
        getElement(type: string | { __elementType?: string }) {
          return created.get(typeof type === 'string' ? type : (type.__elementType ?? '')) ?? null;
        },
        update() {},
        fetchUpdates: async () => ({}),
        submit: async () => ({}),
      };
    },
    createToken: async () => unsupported,
    createPaymentMethod: async () => unsupported,
    async confirmCardPayment(clientSecret: string, data?: { payment_method?: { card?: CardElementStandIn } }) {
      const card = data?.payment_method?.card?.read();
      if (!card) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
      const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
      try {
        const response = await fetch('/api/test-gateway/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            clientSecret,
            card: { number: card.number, expMonth: month || 0, expYear: year || 0, cvc: card.cvc.trim() },
          }),
        });
        return await response.json();
      } catch {
        return {
          error: {
            type: 'api_connection_error',
            message: 'We could not reach the payment service. Check your connection and try again.',
          },
        };
      }
    },
  };
  return stripe as unknown as Stripe;
}
