/** The parts every printed inspection report shares, fabric's and collar & cuff's. */
import type { ReactNode } from 'react';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { m } from '../i18n';
import { MISSING } from '../i18n/format';

/** One labelled value of a printed report's header. */
export function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg">{value || MISSING}</Text>
    </div>
  );
}

/** A printed report's header: its title, its fields four to a row (two on a phone), and `after`. */
export function SheetHeader({
  title,
  children,
  after,
}: {
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <header className="print-header">
      <Title order={2} size="h2" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
      {after}
    </header>
  );
}

/** Lines to sign on paper: the inspector, the supervisor and quality. */
export function Signatures() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl" mt="xl" className="signatures">
      {[m.sheet_sign_inspector(), m.sheet_sign_supervisor(), m.sheet_sign_quality()].map((line) => (
        <div key={line}>
          <div style={{ borderBottom: '1px solid black', height: 48 }} />
          <Text size="sm" mt={4}>
            {line}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
