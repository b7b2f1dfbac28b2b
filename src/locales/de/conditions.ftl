## Bedingungen für Verlosungen, Giveaways und Rain (src/chat/flows/conditions.ts).

condition-bad = Die Bedingung <code>{ $word }</code> verstehe ich nicht. Bedingungen: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@name</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = Ich kann nicht sehen, wer in @{ $channel } ist: mach mich dort zum Admin und sende den Befehl erneut.
condition-member = • seit mindestens { $days } Tagen in dieser Gruppe bekannt
condition-active = • hier in den letzten { $days } Tagen geschrieben
condition-channel = • Mitglied von @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • zuerst eine kurze Prüfung im privaten Chat
condition-refused-premium = Das ist für Mitglieder mit Telegram Premium.
condition-refused-member = Das ist für Mitglieder, die ich seit mindestens { $days } Tagen in dieser Gruppe kenne.
condition-refused-active = Das ist für Mitglieder, die in den letzten { $days } Tagen in dieser Gruppe geschrieben haben.
condition-refused-channel = Das ist für Mitglieder von @{ $channel }: tritt bei und tippe dann erneut.
condition-captcha-not-here = Ein Captcha braucht eine Taste, die jede Person drückt: ein Rain hat keine, also geht <code>captcha</code> hier nicht.

captcha-ask = 🎟 Um in <b>{ $chat }</b> mitzumachen, tippe auf { $emoji }.
captcha-wrong = Nicht dieses: versuch es noch einmal.
captcha-failed = Das war es nicht. Tippe erneut auf die Taste der Karte, um es noch einmal zu versuchen.
captcha-over = Diese Prüfung ist vorbei: die Karte, für die sie war, ist beendet.
captcha-passed = ✅ Prüfung bestanden.
captcha-press-again = ✅ Prüfung bestanden. Geh zurück zu <b>{ $chat }</b> und tippe erneut auf die Taste.
