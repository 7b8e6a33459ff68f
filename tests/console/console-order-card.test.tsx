import { render, screen, within } from '@testing-library/react';
import { OrderCard } from '@/components/console/order-card';
import type { Order } from '@/lib/shop/orders/order-types';

const order: Order = {
  reference: 'MHV-20261124-AB12',
  receiptKey: 'k'.repeat(32),
  status: 'paid',
  amount: 9500,
  currency: 'GHS',
  lines: [{ productId: 3, name: 'Shea butter', unitPrice: 3500, quantity: 2 }],
  customer: { name: 'Ama Mensah', phone: '024 412 3456', email: 'ama@example.com' },
  paymentMode: 'Momo',
  delivery: { method: 'delivery', area: 'Accra and Tema', fee: 2500, address: '12 Oxford St', gps: 'GA-183-8164' },
  fulfilment: 'out_for_delivery',
  refunded: 0,
  disputeOpen: false,
  // 23:30 UTC is 23:30 in Accra too (UTC+0 all year), whatever the machine's zone.
  createdAt: new Date('2026-11-24T23:30:00Z'),
  updatedAt: new Date('2026-11-24T23:30:00Z'),
  paidAt: new Date('2026-11-24T23:31:00Z'),
};

describe('OrderCard', () => {
  it('links the reference to the order and shows buyer, money, payment, step and delivery in words', () => {
    render(<OrderCard order={order} />);
    const card = screen.getByRole('article', { name: order.reference });
    expect(within(card).getByRole('link', { name: order.reference })).toHaveAttribute(
      'href',
      '/staff/orders/MHV-20261124-AB12',
    );
    expect(card).toHaveTextContent('GHS 95.00');
    expect(card).toHaveTextContent('24 Nov 2026, 23:30');
    expect(card).toHaveTextContent('Ama Mensah');
    expect(card).toHaveTextContent('024 412 3456');
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('Out for delivery');
    expect(card).toHaveTextContent('Deliver to Accra and Tema');
  });

  it('shows no fulfilment step for an order that is not paid, and says when it is picked up', () => {
    render(<OrderCard order={{ ...order, status: 'pending', fulfilment: 'new', delivery: { method: 'pickup' } }} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Waiting for payment');
    expect(card).not.toHaveTextContent('Step');
    expect(card).not.toHaveTextContent('New');
    expect(card).toHaveTextContent('Pick up at the centre');
  });
});
