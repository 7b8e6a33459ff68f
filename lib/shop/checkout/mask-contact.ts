// A receipt link can be forwarded or shoulder-surfed: it shows enough to recognise the buyer, not to contact them.

/** 'ama.serwaa@example.com' -> 'a•••@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** '0244000111' -> '•••••••111'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 3) return '•••';
  return `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}
