import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { m } from '../../i18n';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/**
 * The frame of the pages outside the shell (sign-in, registration): the app name, the language
 * switch (first, before anything is typed: a switch renders the screen afresh) and one card.
 */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Container component="main" size={30 * 16} py="xl">
      <Stack gap="lg">
        <Stack gap={0} ta="center">
          <Text fw={800} fz={32} c="indigo.9">
            Greige
          </Text>
          <Text c="dimmed">{m.frame_mill()}</Text>
        </Stack>
        <LanguageSwitch />
        <Paper withBorder shadow="sm" p="xl">
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/**
 * A link between the pages outside the shell, as tall as a touch target (44 px) though it reads
 * as words in a sentence.
 */
export function AuthLink({
  to,
  children,
}: {
  to: '/login' | '/registration' | '/select-home';
  children: ReactNode;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      display="inline-flex"
      mih={44}
      style={{ alignItems: 'center' }}
    >
      {children}
    </Anchor>
  );
}
