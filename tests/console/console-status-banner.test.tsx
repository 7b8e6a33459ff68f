import { render, screen } from '@testing-library/react';
import { StatusBanner } from '@/components/console/status-banner';
import { consoleErrors, consoleNotices } from '@/lib/console/console-messages';

describe('StatusBanner', () => {
  it('shows a notice key as its sentence in a status region', () => {
    render(<StatusBanner notice="stepped" />);
    expect(screen.getByRole('status')).toHaveTextContent(consoleNotices.stepped);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error key as its sentence in an alert', () => {
    render(<StatusBanner error="conflict" />);
    expect(screen.getByRole('alert')).toHaveTextContent(consoleErrors.conflict);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never echoes text from the address, nor names inherited from Object', () => {
    const { container } = render(<StatusBanner notice="<b>Your account is closed</b>" error="constructor" />);
    expect(container).toBeEmptyDOMElement();
    const { container: other } = render(<StatusBanner notice="__proto__" error="toString" />);
    expect(other).toBeEmptyDOMElement();
  });

  it('does not take an error key for a notice', () => {
    const { container } = render(<StatusBanner notice="badLogin" />);
    expect(container).toBeEmptyDOMElement();
  });
});
