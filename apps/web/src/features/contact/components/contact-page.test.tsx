import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/test-utils';

describe('Contact', () => {
  it('shows the shop details and socials from the brand config', async () => {
    mockApi();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Available 24/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@vigor.ma' })).toHaveAttribute(
      'href',
      'mailto:contact@vigor.ma',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(within(main).getByRole('link', { name: /TikTok/ })).toHaveAttribute('target', '_blank');
  });

  it('requires every field, with the shared messages', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'SEND MESSAGE' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('First name *'), 'A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/messages')).toHaveLength(0);
  });

  it('sends the message, clears the form and thanks for 5 s', async () => {
    const api = mockApi({
      'POST /api/messages': { status: 201, body: { success: true, message: 'Message sent' } },
    });
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    const values = {
      'First name *': 'Sara',
      'Last name *': 'Alaoui',
      'Email *': 'sara@example.ma',
      'Subject *': 'Sizes',
      'Message *': 'Do you have XXL?',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(
      await screen.findByText('Thank you for your message! We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/messages')[0]?.body).toEqual({
      first_name: 'Sara',
      last_name: 'Alaoui',
      email: 'sara@example.ma',
      subject: 'Sizes',
      message: 'Do you have XXL?',
    });
    expect(screen.getByLabelText('First name *')).toHaveValue('');
    expect(screen.getByLabelText('Message *')).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText(/Thank you for your message/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
  });

  it('shows a failure with a dismiss button', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/messages': { status: 429, body: { message: 'Too many messages, try again later.' } },
    });
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await user.type(screen.getByLabelText('First name *'), 'Sara');
    await user.type(screen.getByLabelText('Last name *'), 'Alaoui');
    await user.type(screen.getByLabelText('Email *'), 'sara@example.ma');
    await user.type(screen.getByLabelText('Subject *'), 'Hi');
    await user.type(screen.getByLabelText('Message *'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, try again later.');
    expect(screen.getByLabelText('First name *')).toHaveValue('Sara');
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
