## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Your LNURL pay code</b>
    Anyone can pay you any amount with it, from any lightning wallet, as often as they like.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Lightning address: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ The gateway gives out LNURL pay codes only for accounts with a payment webhook set up.
    Ask your gateway operator to set up a webhook for your merchant account, then try again.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ The gateway gives out LNURL pay codes only for accounts with a payment webhook set up.
    Register this webhook URL for your merchant account with your gateway, then try again:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Your pay code needs one setup step first: I sent it to you in a private chat.
lnurl-setup-in-private-first = 🔒 Your pay code needs one setup step first, which I explain in a private chat. Open it, then send /lnurl there.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Could not get your pay code. { $reason }
