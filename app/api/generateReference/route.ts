import { NextResponse } from 'next/server';
import { generateReference } from '@/lib/payment/generate-reference';

// Only the HTTP shell lives here (limits, rate limiting and request ids wrap it); the rules are in lib/payment.
export async function POST(request: Request) {
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return NextResponse.json({ error: 'The request body must be valid JSON.' }, { status: 400 });
  }
  try {
    const { status, body } = await generateReference(input);
    return NextResponse.json(body, { status });
  } catch (error) {
    console.error('POST /api/generateReference failed:', error);
    return NextResponse.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
  }
}
