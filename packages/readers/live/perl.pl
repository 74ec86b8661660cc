# Live script for the Perl reader: reads NDJSON (one JSON string, the input URL, per line) on stdin
# and writes one NDJSON result per line, mapping URI->new's object to the common shape exactly as
# src/perl.ts documents. Needs URI (Debian's liburi-perl) and JSON::PP (core Perl).
use strict;
use warnings;
use URI;
use JSON::PP;

my $in  = JSON::PP->new->utf8->allow_nonref;
my $out = JSON::PP->new->ascii->canonical;
binmode STDIN;
binmode STDOUT;
local $SIG{__WARN__} = sub { };

while (my $line = <STDIN>) {
    chomp $line;
    next if $line eq '';
    # JSON::PP rejects a lone surrogate escape; the models read it as U+FFFD, as every UTF-8
    # reader does, so the script does too.
    $line =~ s/(?<!\\)((?:\\\\)*)\\u[dD][89a-fA-F][0-9a-fA-F]{2}/$1\\ufffd/g;
    my $input = $in->decode($line);
    # A character string, as a program that decodes its input has it.
    utf8::upgrade($input);
    my $u = URI->new($input);
    my $port = $u->can('port') ? $u->port : undef;
    my $path = $u->can('path') ? scalar($u->path) : $u->opaque;
    print $out->encode({
        ok       => JSON::PP::true,
        scheme   => scalar($u->scheme),
        userinfo => $u->can('userinfo') ? scalar($u->userinfo) : undef,
        host     => $u->can('host') ? scalar($u->host) : undef,
        port     => defined($port) ? "$port" : undef,
        path     => defined($path) ? $path : '',
        query    => $u->can('query') ? scalar($u->query) : undef,
        fragment => scalar($u->fragment),
    }), "\n";
}
