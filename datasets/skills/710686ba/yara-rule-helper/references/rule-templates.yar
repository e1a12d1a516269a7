rule Encoded_PowerShell_Launcher
{
    meta:
        description = "PowerShell started with an encoded command (common in droppers)"
        author = "template"
    strings:
        $s1 = "powershell" nocase
        $s2 = "-enc" nocase
        $s3 = "-EncodedCommand" nocase
        $s4 = "-w hidden" nocase
    condition:
        $s1 and (1 of ($s2, $s3)) and filesize < 2MB
}

rule Download_Cradle_Strings
{
    meta:
        description = "Script that downloads and runs a second stage in memory"
    strings:
        $s1 = "DownloadString" nocase
        $s2 = "Net.WebClient" nocase
        $s3 = "IEX" nocase fullword
        $s4 = "FromBase64String" nocase
    condition:
        2 of ($s*)
}
