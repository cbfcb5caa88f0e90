import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('may wrap only after the @ and before each dot, and reads as the address', () => {
    const { container } = render(<EmailText text="ayabonga.dyantyi@example.org" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span).toHaveTextContent('ayabonga.dyantyi@example.org');
    expect(span.innerHTML.split('<wbr>')).toEqual(['ayabonga', '.dyantyi@', 'example', '.org']);
  });
});
