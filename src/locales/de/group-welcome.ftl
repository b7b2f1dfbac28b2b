## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Hallo zusammen! Ich bin ein Lightning-Wallet-Bot.
    Antwortet auf eine Nachricht mit <code>/tip 100</code>, um der Person Trinkgeld zu geben (nach dem Betrag darf eine Notiz folgen); /invoice <i>1000</i> bittet die Gruppe um eine Zahlung; /help zeigt mehr.
    Alle richten sich im privaten Chat mit mir ein: Guthaben und Details bleiben dort.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Admins: Erlaubt mir, Nachrichten zu löschen, dann räume ich /tip-Befehle und meine Hinweise nach kurzer Zeit auf.
# A button.
group-welcome-set-up-button = Trinkgeld einrichten
