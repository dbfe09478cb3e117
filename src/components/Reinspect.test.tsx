import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { localeStore } from '../i18n';
import { Reinspect } from './Reinspect';

const show = (onGo: (reason: string) => void) =>
  render(
    <MantineProvider>
      <Reinspect onGo={onGo} />
    </MantineProvider>,
  );

describe('inspecting a roll again', () => {
  it('asks why before it goes on, and passes the reason on as typed', () => {
    const onGo = vi.fn();
    show(onGo);
    const go = screen.getByRole('button', { name: 'Inspect again' });
    expect(go).toBeDisabled();
    const reason = screen.getByLabelText('Why is it inspected again?');
    fireEvent.change(reason, { target: { value: ' x ' } });
    expect(go).toBeDisabled();
    fireEvent.change(reason, { target: { value: '  Holes mended after washing ' } });
    fireEvent.click(go);
    expect(onGo).toHaveBeenCalledWith('Holes mended after washing');
    expect(screen.getByText(/earlier result stays in the roll’s history/)).toBeInTheDocument();
  });

  it('asks in Tamil', () => {
    localeStore.set('ta');
    show(() => undefined);
    expect(screen.getByLabelText('ஏன் மீண்டும் இன்ஸ்பெக்ட் செய்யப்படுகிறது?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மீண்டும் இன்ஸ்பெக்ட் செய்' })).toBeDisabled();
  });
});
