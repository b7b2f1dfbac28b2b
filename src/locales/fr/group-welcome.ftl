## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Bonjour à tous ! Je suis un bot portefeuille Lightning.
    Répondez au message de quelqu’un avec <code>/tip 100</code> pour lui donner un pourboire (un mot peut suivre le montant) ; /invoice <i>1000</i> demande un paiement au groupe ; /help en dit plus.
    Chacun se configure dans une conversation privée avec moi : les soldes et les détails y restent.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Admins : autorisez-moi à supprimer des messages, et j’effacerai les commandes /tip et mes indications au bout d’un moment.
# A button.
group-welcome-set-up-button = Configurer les pourboires
