import type { FlowMessage } from '../../../identity/formModel.ts';
import { FlowMessages, MessageBox } from '../../auth/components/FlowMessages.tsx';
import { SubmitError } from '../../auth/components/SubmitError.tsx';
import type { SecurityActions, SecuritySection } from '../useSecurityActions.ts';

/**
 * What the last submit left to say, shown in the section that sent it: the flow's messages, or the
 * section's own success text in place of the server's generic "Your changes have been saved!".
 */
export function SectionMessages({
  section,
  actions,
  messages,
  successText,
}: {
  section: SecuritySection;
  actions: SecurityActions;
  messages: readonly FlowMessage[];
  successText?: string;
}) {
  if (actions.lastSection !== section || actions.busy === section) return null;
  if (actions.succeeded && successText !== undefined) {
    return <MessageBox type="success">{successText}</MessageBox>;
  }
  return (
    <>
      <SubmitError problem={actions.problem} />
      <FlowMessages messages={messages} />
    </>
  );
}
