import json,subprocess,sys,re
def dur(s):
    m=re.match(r'PT(?:(\d+)M)?([\d.]+)S',s or 'PT0S'); 
    return (int(m.group(1) or 0)*60+float(m.group(2)))*1000 if m else 0
for f in sys.argv[1:]:
    out=subprocess.run(['jfr','print','--json','--events','jdk.Compilation,jdk.GarbageCollection,jdk.CPULoad,jdk.ExecutionSample',f],capture_output=True,text=True).stdout
    ev=json.loads(out)['recording']['events']
    comp=[e for e in ev if e['type']=='jdk.Compilation']
    gc=[e for e in ev if e['type']=='jdk.GarbageCollection']
    cpu=[e['values']['jvmUser']+e['values']['jvmSystem'] for e in ev if e['type']=='jdk.CPULoad']
    ex=[e for e in ev if e['type']=='jdk.ExecutionSample']
    ctime=sum(dur(e['values']['duration']) for e in comp)
    print(f.split('/')[-1], 'compilations',len(comp),'compile ms %.0f'%ctime, 'C2 %d'%sum(1 for e in comp if e['values'].get('compileLevel')==4),
          'gc',len(gc),'gc ms %.0f'%sum(dur(e['values']['duration']) for e in gc), 'samples',len(ex),
          'cpu mean %.3f'%(sum(cpu)/len(cpu) if cpu else 0), 'seconds %.0f'%(len(cpu)))
