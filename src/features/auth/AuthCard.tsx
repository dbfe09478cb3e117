import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The frame of the pages outside the shell (sign-in, registration): the app name and one card. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Container component="main" size={30 * 16} py="xl">
      <Stack gap="lg">
        <Stack gap={0} ta="center">
          <Text fw={800} fz={32} c="indigo.9">
            Greige
          </Text>
          <Text c="dimmed">Knitted-fabric mill</Text>
        </Stack>
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
