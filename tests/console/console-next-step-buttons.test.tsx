import { render, screen, within } from '@testing-library/react';
import { NextStepButtons } from '@/components/console/next-step-buttons';

/** The hidden fields a form sends. */
function hiddenFields(form: HTMLElement): Record<string, string> {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

describe('NextStepButtons', () => {
  it('offers a pickup at preparing the step ready for pickup, posting the step it was seen at', () => {
    render(<NextStepButtons reference="R-1" method="pickup" current="preparing" />);
    const button = screen.getByRole('button', { name: 'Mark as Ready for pickup' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/staff/actions/fulfil');
    expect(hiddenFields(form)).toEqual({ reference: 'R-1', from: 'preparing', to: 'ready_for_pickup' });
  });

  it('sends a delivery at preparing out for delivery instead', () => {
    render(<NextStepButtons reference="R-2" method="delivery" current="preparing" />);
    expect(screen.getByRole('button', { name: 'Mark as Out for delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ready for pickup/ })).toBeNull();
  });

  it('puts cancelling behind a disclosure with a required reason', () => {
    const { container } = render(<NextStepButtons reference="R-3" method="delivery" current="new" />);
    const details = container.querySelector('details')!;
    expect(within(details).getByText('Cancel order').tagName).toBe('SUMMARY');
    const reason = within(details).getByLabelText('Reason');
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute('name', 'reason');
    const form = within(details).getByRole('button', { name: 'Cancel this order' }).closest('form')!;
    expect(hiddenFields(form)).toEqual({ reference: 'R-3', from: 'new', to: 'cancelled' });
  });

  it('offers nothing once an order is completed or cancelled', () => {
    const { container, rerender } = render(<NextStepButtons reference="R-4" method="pickup" current="completed" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<NextStepButtons reference="R-4" method="pickup" current="cancelled" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers completing an order that is out for delivery, and still cancelling it', () => {
    render(<NextStepButtons reference="R-5" method="delivery" current="out_for_delivery" />);
    expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeInTheDocument();
    expect(screen.getByText('Cancel order')).toBeInTheDocument();
  });
});
