## Conditions of raffles, giveaways and rain (src/chat/flows/conditions.ts): lines on cards and
## questions (HTML), refusals on a press (plain text, the presser's language, at most 200 characters).

condition-bad = I cannot read the condition <code>{ $word }</code>. Conditions: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@name</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = I cannot see who is in @{ $channel }: make me an admin there, then send the command again.
condition-member = • known in this group for { $days } days or more
condition-active = • wrote here within the last { $days } days
condition-channel = • a member of @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • a quick check in private first
condition-refused-premium = This is for Telegram Premium members.
condition-refused-member = This is for members I have known in this group for { $days } days or more.
condition-refused-active = This is for members who wrote in this group within the last { $days } days.
condition-refused-channel = This is for members of @{ $channel }: join it, then press again.
condition-captcha-not-here = A captcha needs a button each person presses: a rain has none, so it cannot take <code>captcha</code>.

captcha-ask = 🎟 To take part in <b>{ $chat }</b>, tap { $emoji }.
captcha-wrong = Not that one: try again.
captcha-failed = That was not it. Press the button on the card again to try again.
captcha-over = This check is over: the card it was for has ended.
captcha-passed = ✅ Check passed.
captcha-press-again = ✅ Check passed. Go back to <b>{ $chat }</b> and press the button again.
