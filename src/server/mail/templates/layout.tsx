import type { ReactNode } from 'react';
// Each part from its own package: the `@react-email/components` bundle also loads a code highlighter and a
// Tailwind compiler at import, 0.6 s of every server start.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { shopDetails, shopPostalAddress } from '@/shared/shop-details';

/**
 * What every message shares: the shop's name at the top, one card with the message, and the shop's name
 * and postal address in the footer. Styles are objects that React Email writes inline, because mail
 * clients drop style sheets; no images, because mail clients block remote ones.
 */
const colours = { ink: '#1d3557', muted: '#52607a', brand: '#1f7a70', cream: '#fdf8f0', line: '#e2e8f0' };
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';

const styles = {
  body: { backgroundColor: colours.cream, fontFamily: sans, color: colours.ink, margin: 0, padding: '24px 0' },
  container: { maxWidth: '600px', margin: '0 auto', padding: '0 12px' },
  masthead: { padding: '8px 4px 16px' },
  shopName: { fontFamily: serif, fontSize: '26px', fontWeight: 700, color: colours.brand, textDecoration: 'none' },
  card: { backgroundColor: '#ffffff', borderRadius: '16px', padding: '24px', border: `1px solid ${colours.line}` },
  heading: { fontFamily: serif, fontSize: '26px', lineHeight: '32px', margin: '0 0 16px', color: colours.ink },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: colours.ink },
  label: { fontSize: '13px', lineHeight: '18px', color: colours.muted, fontWeight: 700 },
  fact: { fontSize: '16px', lineHeight: '24px', margin: '0 0 14px', color: colours.ink },
  button: {
    backgroundColor: colours.brand,
    color: '#ffffff',
    borderRadius: '999px',
    padding: '12px 24px',
    fontWeight: 700,
    fontSize: '16px',
    textDecoration: 'none',
  },
  link: { color: colours.brand, textDecoration: 'underline' },
  footer: { padding: '16px 4px', textAlign: 'center' as const },
  footerText: { fontSize: '13px', lineHeight: '20px', margin: '0 0 4px', color: colours.muted },
  rule: { borderColor: colours.line, margin: '20px 0' },
};

export function EmailLayout({
  preview,
  heading,
  homeUrl,
  children,
}: {
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  homeUrl: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.masthead}>
            <Link href={homeUrl} style={styles.shopName}>
              {shopDetails.name}
            </Link>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {shopDetails.name}, {shopPostalAddress}
            </Text>
            <Text style={styles.footerText}>
              {shopDetails.phone} ·{' '}
              <Link href={`mailto:${shopDetails.email}`} style={styles.link}>
                {shopDetails.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** A labelled fact: the label above its lines ("Delivery address", then the address), one block in both parts. */
export function Fact({ label, lines }: { label: string; lines: readonly string[] }) {
  return (
    <Text style={styles.fact}>
      <span style={styles.label}>{label}</span>
      {lines.map((line, index) => (
        <span key={index}>
          <br />
          {line}
        </span>
      ))}
    </Text>
  );
}

/** The message's one main action. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

export function Rule() {
  return <Hr style={styles.rule} />;
}
