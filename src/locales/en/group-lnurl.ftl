## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Pay code of { $name }</b>
    Anyone can pay them any amount with it, from any lightning wallet.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Pay code of { $name }</b> (their lightning address <code>{ $address }</code>)
    Anyone can pay them any amount with it, from any lightning wallet.
group-lnurl-usage = 🔁 Reply to a member's message with /lnurl, or send <code>/lnurl @username</code>, to show their pay code. /lnurl alone shows yours.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = I do not know { $username } in this group. Reply to one of their messages with /lnurl instead.
group-lnurl-bot = 🤖 Bots have no pay code.
group-lnurl-on-behalf-of-chat = That message was posted on behalf of a channel or an anonymous admin, so there is no member to show a pay code for.
group-lnurl-no-account = { $name } has no account with me and no lightning address, so there is no pay code to show. They can open a private chat with me to set one up.
group-lnurl-no-webhook = ⚠️ The gateway gives out a pay code for { $name } only once their account has a payment webhook set up.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Could not get the pay code. { $reason }
