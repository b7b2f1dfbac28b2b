## Trinkgeld per Reaktion (src/features/reactions).

reaction-settings-menu-off = 👍 Trinkgeld per Reaktion: aus
reaction-settings-menu-on = 👍 Trinkgeld per Reaktion: { $amounts }, bis zu <b>{ $budget }</b> am Tag (in Gruppen, in denen ich Admin bin)
reaction-settings-on-button = 👍 Trinkgeld per Reaktion einschalten
reaction-settings-off-button = Trinkgeld per Reaktion ausschalten
reaction-settings-amounts-button = 👍 Beträge je Emoji
reaction-settings-budget-button = 👍 Tagesbudget
reaction-settings-turned-on = Trinkgeld per Reaktion an: deine Reaktionen geben Trinkgeld in Gruppen, in denen ich Admin bin.
reaction-settings-turned-off = Trinkgeld per Reaktion aus.
reaction-settings-ask-amounts =
    👍 Welche Reaktion gibt wie viel Trinkgeld? Jetzt: { $amounts }.
    Sende Emojis, jedes mit einem Betrag, z. B. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel behält sie).
reaction-settings-not-a-reaction = { $emoji } ist keine Reaktion, die Telegram anbietet. Nimm Reaktionen wie ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Sende Emojis, jedes gefolgt von einem Betrag, z. B. <code>⚡ 21 🔥 100</code> (höchstens 10).
reaction-settings-amounts-saved = ✅ Gespeichert: deine Reaktionen geben { $amounts }.
reaction-settings-ask-budget =
    👍 Wie viel dürfen deine Reaktionen insgesamt am Tag geben? Jetzt: <b>{ $budget }</b>.
    Sende einen Betrag, z. B. 1000 oder 5k (/cancel behält ihn).
reaction-settings-budget-saved = ✅ Gespeichert: deine Reaktionen geben bis zu <b>{ $budget }</b> am Tag.
reaction-group-needs-admin = 👍 Trinkgeld per Reaktion (einzuschalten in /settings) geht nur, wenn ein Admin mich hier zum Admin macht: Telegram zeigt Reaktionen nur Admin-Bots.
reaction-group-cannot-deliver = 👍 Dein Trinkgeld per Reaktion kann in <b>{ $group }</b> nicht funktionieren: Telegram zeigt Reaktionen nur Bots, die dort Admin sind. Bitte einen Admin, mich dazu zu machen; /tip geht solange.
reaction-budget-reached = 👍 Dein Reaktions-Trinkgeld von { $amount } an { $to } in { $where } wurde nicht gesendet: es würde dein Tagesbudget für Reaktionen von { $budget } überschreiten. Erhöhe es in /settings oder nimm /tip.
reaction-rate-limited = 👍 Deine letzte Reaktion in { $where } hat nichts gesendet: höchstens { $perMinute } Trinkgelder pro Minute und Gruppe. Warte kurz und reagiere noch einmal.

reaction-tip-tipper-line = 👍 Durch deine Reaktion gesendet. Beträge und Tagesbudget: /settings.
reaction-tip-recipient-line = 👍 Ein Trinkgeld per Reaktion.
