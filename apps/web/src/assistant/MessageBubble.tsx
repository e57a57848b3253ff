// One message of the chat (spec section 2): the user's on the right in the primary colour, the assistant's
// with its avatar and as formatted text, an error in a red box with a warning icon, the placeholder as
// 'Thinking...'.
import { Alert, Box, Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ALERT_TITLE_STYLES } from '../profile/alertStyles.ts';
import { ApplyProposalButton } from './ApplyProposalButton.tsx';
import classes from './Assistant.module.css';
import { AssistantAvatar } from './AssistantAvatar.tsx';
import type { AssistantPersona } from './assistantPersona.ts';
import { UPGRADE_PLAN_PATH } from '../upgrade/upgradeDialogText.ts';
import type { ShownMessage } from './assistantSession.ts';
import { WELCOME_ID } from './assistantSession.ts';
import { MarkdownText } from './MarkdownText.tsx';
import { ThinkingIndicator } from './ThinkingIndicator.tsx';

interface MessageBubbleProps {
  message: ShownMessage;
  persona: AssistantPersona;
  jobStage: string | null;
  jobProgress: number;
  onStop?: () => void;
}

export function MessageBubble({ message, persona, jobStage, jobProgress, onStop }: MessageBubbleProps) {
  if (message.type === 'user') {
    return (
      <li className={`${classes.row} ${classes.rowUser}`} data-message-type="user">
        <VisuallyHidden>You said:</VisuallyHidden>
        <div className={`${classes.bubble} ${classes.user}`}>{message.text}</div>
      </li>
    );
  }
  if (message.type === 'error') {
    return (
      <li className={classes.row} data-message-type="error">
        <Alert
          className={classes.error}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          styles={ALERT_TITLE_STYLES}
          role="alert"
          p="xs"
        >
          <Box fz="sm" c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
            {message.text}
          </Box>
        </Alert>
      </li>
    );
  }
  return (
    <li className={classes.row} data-message-type="assistant">
      <AssistantAvatar persona={persona} />
      <div className={`${classes.bubble} ${classes.assistant}`}>
        {message.progress ? (
          <ThinkingIndicator stage={jobStage} progress={jobProgress} onStop={onStop} />
        ) : (
          <>
            <MarkdownText text={message.text} />
            {message.id === WELCOME_ID && (
              <Button component={Link} to={UPGRADE_PLAN_PATH} size="compact-sm" mt={8}>
                See the plans
              </Button>
            )}
            {message.proposal !== null && (
              <ApplyProposalButton proposal={message.proposal} contextText={message.contextText} />
            )}
          </>
        )}
      </div>
    </li>
  );
}
