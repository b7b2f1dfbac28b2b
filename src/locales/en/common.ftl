## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>test money (sandbox)</i>
common-unexpected-error = ⚠️ Something went wrong on our side. Check /history before repeating a payment.
common-busy = ⏳ I am still busy with your previous request. Please send that again in a moment.
# The bot was overloaded and the message reached it minutes late: nothing was done (once per chat in a burst).
common-late = ⏳ Sorry: I was overloaded, and your message reached me minutes late, so I did not act on it. If you still need it, please send it again.
# Too many messages wait to be sent: nothing was done (once per chat in a burst).
common-overloaded = ⏳ I am very busy right now, so I did not act on your message. Please send it again in a few minutes.
# A press while the store (Redis, PostgreSQL) does not answer: nothing was done; shown on the button.
common-storage-down = ⚠️ I cannot reach my storage right now, so this press did nothing and paid nothing. Please try again in a minute.
common-button-error = Something went wrong. Please try again.
common-stale-button = This button is no longer active.
common-not-your-button = Only the person who asked can press this button.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = This button works only on the original message, in the chat where it was posted, not on a forwarded copy.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Only members of this group can use this button.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } works in a private chat with me, so nothing sensitive is shown in the group.
# A button.
common-open-private-chat = Open private chat
common-answered-privately = 💬 From { $group }: answered here, as the group is busy right now.
common-no-account = You have no gateway account connected yet. Send /connect to add your merchant account.
common-cancelled = Cancelled.
common-nothing-to-cancel = There is nothing to cancel.
# A button.
common-skip = Skip
# A button.
common-cancel = Cancel
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Or send /skip to leave it out.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = I closed this question after { $tries } answers I could not use. { $restart ->
        [none] Send the command again to start over.
       *[other] Send { $restart } to start again.
    }
common-question-was-closed = I closed that question earlier, so I did not use this answer. { $restart ->
        [none] Send the command again to start over.
       *[other] Send { $restart } to start again.
    }
common-question-timed-out = I stopped waiting for an answer to that question, so I did not use this one. { $restart ->
        [none] Send the command again to start over.
       *[other] Send { $restart } to start again.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ I do not act on edited payment commands: nothing was sent or changed. Send { $command } again as a new message.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Please send an amount, for example 1500, 1.5k or 0.0001 btc.
common-amount-reasons-not-a-number = That is not an amount I understand. Try 1500, 1 500, 1.5k, 21k sats or 0.0001 btc.
common-amount-reasons-ambiguous = That amount could be read two ways: a comma is a decimal point to some and a thousands separator to others. Write it without the comma, e.g. 1500, 1.5k or 0.0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = “{ $unit }” is not a unit I know. Write sat, k (thousand sat) or btc, e.g. 1500, 1.5k or 0.0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = That is not a unit I know. Write sat, k (thousand sat) or btc, e.g. 1500, 1.5k or 0.0001 btc.
common-amount-reasons-zero = The amount must be more than zero.
common-amount-reasons-negative = The amount cannot be negative.
common-amount-reasons-fractional-sat = Lightning amounts are whole satoshi: 1 sat is the smallest unit (0.00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = That is above the limit of { $max } per payment.
common-amount-reasons-unsafe = That amount is far too large.
