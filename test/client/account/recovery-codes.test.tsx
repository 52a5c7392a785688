import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RecoveryCodes,
  recoveryCodesText,
} from '../../../src/client/features/account/TwoStepManage';
import { landingTheme } from '../../../src/client/app/landing-theme';

const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-000${i}`);

function renderCodes() {
  const done = jest.fn();
  const user = userEvent.setup();
  render(
    <FluentProvider theme={landingTheme}>
      <RecoveryCodes codes={codes} onDone={done} />
    </FluentProvider>,
  );
  return { user, done };
}

describe('recovery codes', () => {
  it('copies every code to the clipboard, with a line saying what they are', async () => {
    const { user } = renderCodes();
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByTestId('codes-copied')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(recoveryCodesText(codes));
    expect(copied.split('\n').filter((line) => codes.includes(line))).toEqual(codes);
    expect(copied).toMatch(/^Claimwright recovery codes/);
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user } = renderCodes();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByTestId('codes-not-copied')).toHaveTextContent(/Download the codes/);
  });

  it('downloads them as a text file', async () => {
    // jsdom has no object URLs and no downloads: capture the blob and the link's click instead.
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user, done } = renderCodes();
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('claimwright-recovery-codes.txt');
    expect(clicked[0]!.href).toBe('blob:codes');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(recoveryCodesText(codes));
    click.mockRestore();
    expect(done).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
