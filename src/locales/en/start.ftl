## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Hi { $name }! I put a lightning wallet into Telegram: bill people, pay, withdraw and tip in groups.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Your lightning address: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Receive</b>
    /invoice <i>amount [description]</i> – a lightning invoice with QR code
    /lnurl – your reusable pay code, for any wallet
    /claim <i>lnurl</i> – redeem a voucher into your account (or just paste it or send its QR photo)

    <b>Send</b>
    /pay <i>invoice | lnurl | user@domain [amount]</i> – pay (or just paste an invoice or send a QR photo)
    /send <i>amount @user | user@domain [note]</i> – pay someone directly
    /withdraw <i>address amount</i> – send on-chain

    <b>In groups</b>
    /tip <i>amount [note]</i> – reply to someone in a group to tip them
    /giveaway, /rain, /tipjar, /top – share sats with a group; /help there tells how

    <b>Account</b>
    /balance – total, frozen and spendable
    /history – your recent operations and open pledges
    /settings – language, currency, tips, reaction tips, lightning address
    { $sandbox ->
        [yes]
            {""}
            🧪 This bot runs on a <b>sandbox</b> gateway: your account was made for you and holds test money only. /disconnect resets it to fresh test money.
       *[no] /connect – connect your merchant account · /disconnect – remove it
    }

    Amounts: 1500, 1 500, 1,500, 1.5k, 21k sats or 0.0001 btc. /cancel stops any question.
# Shown after the commands when inline mode is on. $bot: the bot's username, without @.
start-welcome-inline = 🔎 In any chat, type <code>@{ $bot } 1000 coffee</code> to post an invoice, or <code>@{ $bot } send 500</code> to give sats to whoever claims first.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ I am a lightning wallet bot. Here in the group:
    /tip <i>100</i> as a reply – tip the author of that message
    /send <i>100 @user</i> – pay a member without a reply
    /giveaway <i>1000 5</i> – the first 5 to press Claim get 200 sat each
    /rain <i>1000</i> – split among members who wrote lately
    /tipjar <i>10k</i> – a jar anyone can put sats in; /top – who gave most here
    /invoice <i>1000</i> – ask the group for a payment
    /lnurl – your pay code (as a reply: that member's)
    Your wallet, balance and settings are in our private chat.
